# Mistake: "the rows keep the order of `batch` (no sorting by length)" -- items are sorted longest first (as pack_padded_sequence likes), so a batch whose lengths are [1, 3] comes back with its rows (and labels) swapped.
def pad_collate(batch, pad_id=0, multiple_of=1):
    batch = sorted(batch, key=lambda item: len(item[0]), reverse=True)
    lengths = torch.tensor([len(t) for t, _ in batch], dtype=torch.int64)
    longest = int(lengths.max())
    width = -(-longest // multiple_of) * multiple_of
    ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for row, (tokens, _) in enumerate(batch):
        ids[row, :len(tokens)] = tokens
    mask = torch.arange(width) < lengths[:, None]
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
