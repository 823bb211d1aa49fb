# Mistake: "the rows keep the order of `batch` (no sorting by length)": the items are sorted longest first (as pack_padded_sequence's enforce_sorted wants), so any batch not already in decreasing length order comes back with its rows, lengths and labels permuted (e.g. lengths [1, 3] -> rows [3, 1])
import math


def pad_collate(batch, pad_id=0, multiple_of=1):
    batch = sorted(batch, key=lambda item: len(item[0]), reverse=True)   # longest first, for packing
    lengths = torch.tensor([len(t) for t, _ in batch], dtype=torch.long)
    width = math.ceil(int(lengths[0]) / multiple_of) * multiple_of
    ids = torch.full((len(batch), width), pad_id, dtype=torch.long)
    for row, (t, _) in enumerate(batch):
        ids[row, :len(t)] = t
    mask = torch.arange(width)[None, :] < lengths[:, None]
    return {"input_ids": ids, "attention_mask": mask, "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch], dtype=torch.long)}
