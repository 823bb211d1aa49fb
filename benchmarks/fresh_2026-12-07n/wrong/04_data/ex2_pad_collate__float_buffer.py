# Mistake: "token ids and labels are any `int64` values (above `2**31` too)": the padded matrix is allocated with `torch.empty(B, L).fill_(pad_id)`, a float32 tensor, so token ids above 2**24 are rounded when copied in (e.g. 2**31 + 1 comes back as 2**31) before the final `.long()`
import math


def pad_collate(batch, pad_id=0, multiple_of=1):
    tokens = [t for t, _ in batch]
    lengths = torch.tensor([len(t) for t in tokens], dtype=torch.long)
    width = math.ceil(int(lengths.max()) / multiple_of) * multiple_of
    ids = torch.empty(len(batch), width).fill_(pad_id)
    for row, t in enumerate(tokens):
        ids[row, :len(t)] = t
    mask = torch.arange(width) < lengths[:, None]
    return {"input_ids": ids.long(), "attention_mask": mask, "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch], dtype=torch.long)}
