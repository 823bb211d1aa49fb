# Mistake: "token ids and labels are any `int64` values (above `2**31` too)" — builds the padded matrix in int32 (pad_id fits in int32, so it looked enough) and converts to int64 at the end: token ids above 2**31 wrap around.
import math


def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([t.numel() for t, _ in batch], dtype=torch.int64)
    width = math.ceil(int(lengths.max()) / multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int32)
    for i, (t, _) in enumerate(batch):
        input_ids[i, : t.numel()] = t.to(torch.int32)
    mask = torch.arange(width)[None, :] < lengths[:, None]
    labels = torch.tensor([l for _, l in batch], dtype=torch.int64)
    return {"input_ids": input_ids.long(), "attention_mask": mask, "lengths": lengths, "labels": labels}
