# Mistake: "rounded up to a multiple of `multiple_of`" — adds a whole extra multiple when the longest length is already a multiple (e.g. longest 8, multiple_of 8 gives 16; multiple_of 1 always adds 1)
def pad_collate(batch, pad_id=0, multiple_of=1):
    longest = max(len(t) for t, _ in batch)
    L = longest + (multiple_of - longest % multiple_of)
    input_ids = torch.full((len(batch), L), pad_id, dtype=torch.long)
    mask = torch.zeros(len(batch), L, dtype=torch.bool)
    for i, (tokens, _) in enumerate(batch):
        input_ids[i, :len(tokens)] = tokens
        mask[i, :len(tokens)] = True
    return {"input_ids": input_ids, "attention_mask": mask,
            "lengths": torch.tensor([len(t) for t, _ in batch], dtype=torch.long),
            "labels": torch.tensor([y for _, y in batch], dtype=torch.long)}
