# Mistake: '"lengths": (B,) int64, the original lengths': lengths are stored as int32 (they never exceed a few thousand), so the returned lengths tensor has dtype torch.int32 instead of torch.int64 on every batch.
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([t.numel() for t, _ in batch], dtype=torch.int32)   # small numbers
    width = math.ceil(int(lengths.max()) / multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for row, (t, _) in enumerate(batch):
        input_ids[row, : t.numel()] = t
    positions = torch.arange(width, dtype=torch.int32)
    return {"input_ids": input_ids,
            "attention_mask": positions.unsqueeze(0) < lengths.unsqueeze(1),
            "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch], dtype=torch.int64)}
