# Right: pads with torch.nn.utils.rnn.pad_sequence, then widens to the multiple with F.pad, and builds the mask by comparing an arange with the lengths
import torch.nn.functional as F
from torch.nn.utils.rnn import pad_sequence


def pad_collate(batch, pad_id=0, multiple_of=1):
    tokens = [t for t, _ in batch]
    lengths = torch.tensor([t.numel() for t in tokens], dtype=torch.int64)
    padded = pad_sequence(tokens, batch_first=True, padding_value=pad_id).to(torch.int64)
    width = math.ceil(padded.shape[1] / multiple_of) * multiple_of
    input_ids = F.pad(padded, (0, width - padded.shape[1]), value=pad_id)
    attention_mask = torch.arange(width).unsqueeze(0) < lengths.unsqueeze(1)
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths, "labels": labels}
