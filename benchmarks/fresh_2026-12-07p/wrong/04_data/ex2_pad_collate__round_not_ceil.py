# Mistake: "where `L` is the **longest sequence in this batch**, rounded up to a multiple of `multiple_of`": round() rounds to the nearest multiple (and halves to even), so a longest sequence of 5 with multiple_of=2 gives L=4 (round(2.5) == 2) and the copy of the 5 tokens fails; 9 with multiple_of=8 gives 8.
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([len(t) for t, _ in batch], dtype=torch.int64)
    width = round(int(lengths.max()) / multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for i, (t, _) in enumerate(batch):
        input_ids[i, :len(t)] = t
    mask = torch.arange(width) < lengths[:, None]
    return {"input_ids": input_ids, "attention_mask": mask, "lengths": lengths,
            "labels": torch.tensor([y for _, y in batch], dtype=torch.int64)}
