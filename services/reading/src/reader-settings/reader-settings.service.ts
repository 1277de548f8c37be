import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ReaderSettingsRow } from './reader-settings.entity.js';
import {
  DEFAULT_READER_SETTINGS,
  type MemberViewer,
  type ReaderSettings,
} from '@distill/contracts';
import { validateReaderSettings } from './reader-settings.rules.js';

@Injectable()
export class ReaderSettingsService {
  constructor(
    @InjectRepository(ReaderSettingsRow) private readonly rows: Repository<ReaderSettingsRow>,
  ) {}

  /** The member's settings, or the defaults until they change them. */
  async of(member: MemberViewer): Promise<ReaderSettings> {
    const row = await this.rows.findOneBy({ memberId: member.id });
    if (!row) return DEFAULT_READER_SETTINGS;
    const { textSize, lineSpacing, typeface, theme } = row;
    return { textSize, lineSpacing, typeface, theme };
  }

  async update(
    member: MemberViewer,
    input: ReaderSettings,
    now = new Date(),
  ): Promise<ReaderSettings> {
    const settings = validateReaderSettings(input);
    await this.rows.upsert({ memberId: member.id, ...settings, updatedAt: now }, ['memberId']);
    return settings;
  }
}
