# Mistake: "building the mask from input_ids != pad_id, which breaks when a real token happens to equal pad_id: build it from the lengths": the mask compares ids with pad_id, so a real token 0 with pad_id 0 (or -3 with pad_id -3) is marked as padding
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([len(t) for t, _ in batch], dtype=torch.int64)
    width = math.ceil(int(lengths.max()) / multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for row, (t, _) in enumerate(batch):
        input_ids[row, :len(t)] = t
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": input_ids != pad_id,
            "lengths": lengths, "labels": labels}
