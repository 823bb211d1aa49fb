# Mistake: "`L` is the **longest sequence in this batch**, rounded up to a multiple of `multiple_of`": when the longest length already is a multiple (e.g. 8 with multiple_of=8, or 6 with 3) a whole extra multiple is added (16, 9).
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([len(tokens) for tokens, _ in batch], dtype=torch.int64)
    width = int(lengths.max()) if len(batch) else 0
    if multiple_of > 1:
        width += multiple_of - width % multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for row, (tokens, _) in enumerate(batch):
        input_ids[row, :len(tokens)] = tokens
    attention_mask = torch.arange(width)[None, :] < lengths[:, None]
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths, "labels": labels}
