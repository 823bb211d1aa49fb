# Mistake: "a batch of one item included (its tensors keep their B = 1 dimension)" — squeezes the stacked tensors, so a batch of one loses its batch dimension.
def pad_collate(batch, pad_id=0, multiple_of=1):
    seqs = [t for t, _ in batch]
    n = max(len(s) for s in seqs)
    width = ((n + multiple_of - 1) // multiple_of) * multiple_of
    rows, masks = [], []
    for s in seqs:
        pad = torch.full((width - len(s),), pad_id, dtype=torch.int64)
        rows.append(torch.cat([s, pad]))
        masks.append(torch.arange(width) < len(s))
    return {"input_ids": torch.stack(rows).squeeze(0), "attention_mask": torch.stack(masks).squeeze(0),
            "lengths": torch.tensor([len(s) for s in seqs]).squeeze(),
            "labels": torch.tensor([y for _, y in batch]).squeeze()}
