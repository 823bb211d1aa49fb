# Right: pad_sequence with padding_value=pad_id, then F.pad with value=pad_id up to the multiple, mask from the lengths with broadcasting.
import torch.nn.functional as F
from torch.nn.utils.rnn import pad_sequence


def pad_collate(batch, pad_id=0, multiple_of=1):
    tokens = [t for t, _ in batch]
    lengths = torch.tensor([t.numel() for t in tokens], dtype=torch.int64)
    ids = pad_sequence(tokens, batch_first=True, padding_value=pad_id)
    extra = (-ids.shape[1]) % multiple_of
    if extra:
        ids = F.pad(ids, (0, extra), value=pad_id)
    mask = torch.arange(ids.shape[1]).unsqueeze(0) < lengths.unsqueeze(1)
    labels = torch.tensor([int(label) for _, label in batch], dtype=torch.int64)
    return {"input_ids": ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
