# Mistake: "each sequence followed by `pad_id` up to width `L`, where `L` is the longest sequence in this batch, rounded up to a multiple of `multiple_of`" — pad_sequence pads with pad_id to the longest, but the extra columns added to reach the multiple come from F.pad's default value 0, not pad_id (wrong whenever pad_id != 0 and multiple_of does not divide the longest length).
import torch.nn.functional as F
from torch.nn.utils.rnn import pad_sequence


def pad_collate(batch, pad_id=0, multiple_of=1):
    tokens = [t for t, _ in batch]
    lengths = torch.tensor([len(t) for t in tokens], dtype=torch.int64)
    input_ids = pad_sequence(tokens, batch_first=True, padding_value=pad_id)
    extra = (-input_ids.shape[1]) % multiple_of
    if extra:
        input_ids = F.pad(input_ids, (0, extra))          # round the width up for tensor cores
    positions = torch.arange(input_ids.shape[1])
    mask = positions[None, :] < lengths[:, None]
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
