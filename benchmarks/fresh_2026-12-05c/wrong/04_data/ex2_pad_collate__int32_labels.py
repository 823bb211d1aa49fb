# Mistake: "`"labels"`: `(B,)` `int64`" — stores lengths and labels as int32 to save memory (wrong dtype; labels above 2**31 raise)
def pad_collate(batch, pad_id=0, multiple_of=1):
    longest = max(len(t) for t, _ in batch)
    L = -(-longest // multiple_of) * multiple_of
    input_ids = torch.full((len(batch), L), pad_id, dtype=torch.int64)
    mask = torch.zeros(len(batch), L, dtype=torch.bool)
    for i, (tokens, _) in enumerate(batch):
        input_ids[i, :len(tokens)] = tokens
        mask[i, :len(tokens)] = True
    return {"input_ids": input_ids, "attention_mask": mask,
            "lengths": torch.tensor([len(t) for t, _ in batch], dtype=torch.int32),
            "labels": torch.tensor([y for _, y in batch], dtype=torch.int32)}
