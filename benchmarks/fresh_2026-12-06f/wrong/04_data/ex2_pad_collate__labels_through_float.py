# Mistake: "token ids and labels are any `int64` values (above `2**31` too)" — labels are collected with default_collate-like torch.tensor(..., dtype=float) "to be safe" and cast back: int64 labels above 2**53 are rounded.
import math


def pad_collate(batch, pad_id=0, multiple_of=1):
    seqs = [t for t, _ in batch]
    lengths = torch.tensor([len(s) for s in seqs], dtype=torch.int64)
    width = math.ceil(int(lengths.max()) / multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for i, s in enumerate(seqs):
        input_ids[i, : len(s)] = s
    mask = torch.arange(width)[None, :] < lengths[:, None]
    labels = torch.tensor([float(l) for _, l in batch], dtype=torch.float64).long()
    return {"input_ids": input_ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
