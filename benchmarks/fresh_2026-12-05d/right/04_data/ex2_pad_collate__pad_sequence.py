# Right: torch.nn.utils.rnn.pad_sequence pads to the longest (empty rows included; pad_id up to 2**31 is exact as a Python float), then F.pad widens to the multiple with the same int value; the mask comes from the lengths.
import torch.nn.functional as F
from torch.nn.utils.rnn import pad_sequence


def pad_collate(batch, pad_id=0, multiple_of=1):
    sequences = [tokens for tokens, _ in batch]
    lengths = torch.tensor([s.numel() for s in sequences], dtype=torch.int64)
    ids = pad_sequence(sequences, batch_first=True, padding_value=pad_id)
    width = ids.shape[1]
    target = -(-width // multiple_of) * multiple_of
    if target > width:
        ids = F.pad(ids, (0, target - width), value=pad_id)
    mask = torch.arange(target).unsqueeze(0) < lengths.unsqueeze(1)
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
