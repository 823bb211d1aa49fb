# Mistake: "Return a dict: input_ids ... each sequence ..." in the batch's order, and "leave them unchanged" — sorts the caller's batch list in place by decreasing length (as pack_padded_sequence wants), so rows no longer follow the items.
def pad_collate(batch, pad_id=0, multiple_of=1):
    batch.sort(key=lambda item: len(item[0]), reverse=True)
    lengths = torch.tensor([len(t) for t, _ in batch], dtype=torch.int64)
    width = -(-int(lengths[0]) // multiple_of) * multiple_of
    ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for i, (t, _) in enumerate(batch):
        ids[i, :len(t)] = t
    mask = torch.arange(width)[None, :] < lengths[:, None]
    return {"input_ids": ids, "attention_mask": mask, "lengths": lengths,
            "labels": torch.tensor([y for _, y in batch], dtype=torch.int64)}
