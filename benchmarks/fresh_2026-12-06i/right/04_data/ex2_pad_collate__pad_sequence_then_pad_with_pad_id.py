# Right: torch's pad_sequence (padding_value=pad_id) to the batch's longest, then F.pad with value=pad_id for the rounding columns; mask from a broadcast comparison with the lengths.
import torch.nn.functional as F
from torch.nn.utils.rnn import pad_sequence


def pad_collate(batch, pad_id=0, multiple_of=1):
    tokens = [t for t, _ in batch]
    lengths = torch.tensor([t.shape[0] for t in tokens], dtype=torch.int64)
    ids = pad_sequence(tokens, batch_first=True, padding_value=pad_id).to(torch.int64)
    extra = (-ids.shape[1]) % multiple_of
    if extra:
        ids = F.pad(ids, (0, extra), value=pad_id)
    mask = torch.arange(ids.shape[1]).unsqueeze(0) < lengths.unsqueeze(1)
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
