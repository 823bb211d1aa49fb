# Mistake: "the rows keep the order of `batch` (no sorting by length)": the learner sorts the batch longest first (the habit from pack_padded_sequence), so a batch whose lengths are not already descending comes back with its rows, lengths and labels reordered.
def pad_collate(batch, pad_id=0, multiple_of=1):
    batch = sorted(batch, key=lambda item: len(item[0]), reverse=True)   # ready for packing
    lengths = torch.tensor([len(t) for t, _ in batch], dtype=torch.int64)
    width = -(-int(lengths[0]) // multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for i, (t, _) in enumerate(batch):
        input_ids[i, :len(t)] = t
    mask = torch.arange(width) < lengths[:, None]
    labels = torch.tensor([y for _, y in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
