# Right: pads with torch.nn.utils.rnn.pad_sequence, widens to the multiple with F.pad, and builds the mask the same way from the lengths (math.ceil for the rounding).
import math
import torch.nn.functional as F
from torch.nn.utils.rnn import pad_sequence


def pad_collate(batch, pad_id=0, multiple_of=1):
    seqs = [tokens for tokens, _ in batch]
    lengths = torch.tensor([s.shape[0] for s in seqs], dtype=torch.long)
    padded = pad_sequence(seqs, batch_first=True, padding_value=pad_id)
    width = math.ceil(padded.shape[1] / multiple_of) * multiple_of
    input_ids = F.pad(padded, (0, width - padded.shape[1]), value=pad_id)
    mask = torch.zeros(len(seqs), width, dtype=torch.bool)
    for i, n in enumerate(lengths.tolist()):
        mask[i, :n] = True
    return {"input_ids": input_ids, "attention_mask": mask, "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch], dtype=torch.long)}
