# Mistake: ""input_ids": (B, L) int64 ... token ids and labels are any int64 values (above 2**31 too)" — stores the padded ids in int32 to halve the memory.
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([len(t) for t, _ in batch])
    width = int(math.ceil(int(lengths.max()) / multiple_of) * multiple_of)
    ids = torch.full((len(batch), width), pad_id, dtype=torch.int32)
    for i, (t, _) in enumerate(batch):
        ids[i, :len(t)] = t.to(torch.int32)
    mask = torch.arange(width).unsqueeze(0) < lengths.unsqueeze(1)
    return {"input_ids": ids, "attention_mask": mask, "lengths": lengths,
            "labels": torch.tensor([y for _, y in batch])}
