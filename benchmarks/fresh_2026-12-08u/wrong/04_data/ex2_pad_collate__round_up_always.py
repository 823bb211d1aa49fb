# Mistake: "L is the longest sequence in this batch, rounded up to a multiple of multiple_of": when the longest is already a multiple (e.g. 8 with multiple_of=8) it still adds a whole extra multiple (width 16).
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([len(t) for t, _ in batch], dtype=torch.long)
    L = int(lengths.max())
    if multiple_of > 1:
        L = (L // multiple_of + 1) * multiple_of
    input_ids = torch.full((len(batch), L), pad_id, dtype=torch.long)
    for i, (tokens, _) in enumerate(batch):
        input_ids[i, :len(tokens)] = tokens
    attention_mask = torch.arange(L)[None, :] < lengths[:, None]
    labels = torch.tensor([label for _, label in batch], dtype=torch.long)
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths, "labels": labels}
