# Mistake: "A sequence may be empty (its row is then all `pad_id`, its mask all `False`)" — guards against a zero-width tensor with max(..., 1), so a batch whose sequences are all empty comes back (B, 1) (or (B, multiple_of)) instead of (B, 0).
import math


def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([len(t) for t, _ in batch], dtype=torch.int64)
    longest = max(int(lengths.max()), 1)
    width = math.ceil(longest / multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for i, (t, _) in enumerate(batch):
        input_ids[i, : len(t)] = t
    mask = torch.arange(width)[None, :] < lengths[:, None]
    labels = torch.tensor([l for _, l in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
