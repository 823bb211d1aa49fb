# Mistake: "building the mask from `input_ids != pad_id`, which breaks when a real token happens to equal `pad_id`: build it from the lengths": with tokens such as [0, 5] and pad_id=0 the real token 0 is masked out.
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([len(t) for t, _ in batch], dtype=torch.int64)
    width = -(-int(lengths.max()) // multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for i, (t, _) in enumerate(batch):
        input_ids[i, :len(t)] = t
    return {"input_ids": input_ids, "attention_mask": input_ids != pad_id, "lengths": lengths,
            "labels": torch.tensor([y for _, y in batch], dtype=torch.int64)}
