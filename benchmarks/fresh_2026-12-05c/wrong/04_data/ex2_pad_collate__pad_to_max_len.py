# Mistake: "where `L` is the **longest sequence in this batch**" — pads every batch to MAX_LEN (and a longer sequence overflows it)
def pad_collate(batch, pad_id=0, multiple_of=1):
    B = len(batch)
    L = MAX_LEN
    input_ids = torch.full((B, L), pad_id, dtype=torch.long)
    mask = torch.zeros(B, L, dtype=torch.bool)
    for i, (tokens, _) in enumerate(batch):
        n = min(len(tokens), L)
        input_ids[i, :n] = tokens[:n]
        mask[i, :n] = True
    return {"input_ids": input_ids, "attention_mask": mask,
            "lengths": torch.tensor([len(t) for t, _ in batch], dtype=torch.long),
            "labels": torch.tensor([y for _, y in batch], dtype=torch.long)}
