# Right: one row at a time with integer ceil division; each row is written with copy_ into a fresh int64 buffer and the mask row set from the length, so the caller's tensors are only read
def pad_collate(batch, pad_id=0, multiple_of=1):
    B = len(batch)
    sizes = [int(tokens.shape[0]) for tokens, _ in batch]
    L = (max(sizes) + multiple_of - 1) // multiple_of * multiple_of
    input_ids = torch.empty((B, L), dtype=torch.int64).fill_(pad_id)
    attention_mask = torch.zeros((B, L), dtype=torch.bool)
    for row, (tokens, _) in enumerate(batch):
        n = sizes[row]
        input_ids[row, :n].copy_(tokens)
        attention_mask[row, :n] = True
    return {"input_ids": input_ids,
            "attention_mask": attention_mask,
            "lengths": torch.tensor(sizes, dtype=torch.int64),
            "labels": torch.tensor([label for _, label in batch], dtype=torch.int64)}
