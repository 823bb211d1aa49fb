# Right: pads with torch.nn.utils.rnn.pad_sequence, then widens to the multiple with F.pad (value=pad_id, exact in float64 for |pad_id| <= 2**31), and builds the mask from the lengths by broadcasting
import torch.nn.functional as F
from torch.nn.utils.rnn import pad_sequence


def pad_collate(batch, pad_id=0, multiple_of=1):
    seqs = [tokens for tokens, _ in batch]
    lengths = torch.tensor([s.shape[0] for s in seqs], dtype=torch.int64)
    ids = pad_sequence(seqs, batch_first=True, padding_value=pad_id)
    longest = ids.shape[1]
    width = -(-longest // multiple_of) * multiple_of
    if width > longest:
        ids = F.pad(ids, (0, width - longest), value=pad_id)
    mask = torch.arange(width, device=ids.device).expand(len(seqs), width) < lengths.unsqueeze(-1)
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
