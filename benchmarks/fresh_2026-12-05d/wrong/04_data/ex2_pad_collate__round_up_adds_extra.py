# Mistake: "`L` is the **longest sequence in this batch**, rounded up to a multiple of `multiple_of`" — the rounding adds `multiple_of - L % multiple_of`, which adds a whole extra multiple when L is already a multiple (e.g. longest 8 with multiple_of 8 gives 16, and every batch gets one extra column with multiple_of 1).
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([t.numel() for t, _ in batch], dtype=torch.int64)
    longest = int(lengths.max())
    width = longest + (multiple_of - longest % multiple_of)
    ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for row, (tokens, _) in enumerate(batch):
        ids[row, :tokens.numel()] = tokens
    mask = torch.arange(width)[None, :] < lengths[:, None]
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
