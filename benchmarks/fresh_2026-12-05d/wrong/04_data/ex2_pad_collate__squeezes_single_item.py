# Mistake: "a batch of one item included (its tensors keep their `B = 1` dimension)" — the outputs are .squeeze()d to drop "stray" size-1 dimensions, so a batch of one item comes back (L,) instead of (1, L) and its lengths/labels as 0-d tensors (and a batch of width 1 loses its L dimension).
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([[len(t)] for t, _ in batch], dtype=torch.int64)
    width = -(-int(lengths.max()) // multiple_of) * multiple_of
    ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for row, (tokens, _) in enumerate(batch):
        ids[row, :len(tokens)] = tokens
    mask = torch.arange(width).view(1, -1) < lengths
    labels = torch.tensor([[label] for _, label in batch], dtype=torch.int64)
    return {"input_ids": ids.squeeze(), "attention_mask": mask.squeeze(),
            "lengths": lengths.squeeze(), "labels": labels.squeeze()}
