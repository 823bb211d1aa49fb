# Diagnosis: pad-id-ignored
# Pitfall: the batch sorted longest first (as pack_padded_sequence wants): the rows no longer match the caller's items.
def pad_collate(batch, pad_id=0, multiple_of=1):
    batch = sorted(batch, key=lambda item: len(item[0]), reverse=True)
    lengths = torch.tensor([len(t) for t, _ in batch])
    width = math.ceil(int(lengths.max()) / multiple_of) * multiple_of
    ids = torch.full((len(batch), width), pad_id, dtype=torch.long)
    for r, (t, _) in enumerate(batch):
        ids[r, :len(t)] = t
    return {"input_ids": ids, "attention_mask": torch.arange(width) < lengths[:, None], "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch])}
