# Mistake: "building the mask from input_ids != pad_id, which breaks when a real token happens to equal pad_id: build it from the lengths" — compares the padded ids with pad_id.
def pad_collate(batch, pad_id=0, multiple_of=1):
    tokens = [t for t, _ in batch]
    lengths = torch.tensor([len(t) for t in tokens], dtype=torch.int64)
    longest = int(lengths.max())
    width = -(-longest // multiple_of) * multiple_of
    ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for row, t in enumerate(tokens):
        ids[row, :len(t)] = t
    return {"input_ids": ids, "attention_mask": ids != pad_id, "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch], dtype=torch.int64)}
