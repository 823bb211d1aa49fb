# Mistake: "or longer than `MAX_LEN` (nothing is cut: `L` is still the batch's longest)" -- sequences are truncated to MAX_LEN first, so a 600-token item comes back MAX_LEN wide with length MAX_LEN.
def pad_collate(batch, pad_id=0, multiple_of=1):
    tokens = [t[:MAX_LEN] for t, _ in batch]
    lengths = torch.tensor([len(t) for t in tokens], dtype=torch.int64)
    width = -(-int(lengths.max()) // multiple_of) * multiple_of
    ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for row, t in enumerate(tokens):
        ids[row, :len(t)] = t
    mask = torch.arange(width) < lengths.unsqueeze(1)
    return {"input_ids": ids, "attention_mask": mask, "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch], dtype=torch.int64)}
