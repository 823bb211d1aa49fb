# Mistake: "`"attention_mask"`: `(B, L)` `bool`, `True` at real tokens and `False` at padding" — the mask marks the padding instead
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([len(t) for t, _ in batch], dtype=torch.long)
    longest = int(lengths.max()) if len(batch) else 0
    L = -(-longest // multiple_of) * multiple_of
    input_ids = torch.full((len(batch), L), pad_id, dtype=torch.long)
    for i, (tokens, _) in enumerate(batch):
        input_ids[i, :len(tokens)] = tokens
    padding = torch.arange(L)[None, :] >= lengths[:, None]
    return {"input_ids": input_ids, "attention_mask": padding, "lengths": lengths,
            "labels": torch.tensor([y for _, y in batch], dtype=torch.long)}
