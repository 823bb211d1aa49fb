# Right: pads with torch.nn.utils.rnn.pad_sequence, widens to the multiple with F.pad, and builds the mask by comparing each row's length against a position range.
import torch.nn.functional as F
from torch.nn.utils.rnn import pad_sequence


def pad_collate(batch, pad_id=0, multiple_of=1):
    sequences = [tokens for tokens, _ in batch]
    lengths = torch.tensor([s.shape[0] for s in sequences], dtype=torch.int64)
    input_ids = pad_sequence(sequences, batch_first=True, padding_value=pad_id).to(torch.int64)
    longest = input_ids.shape[1]
    extra = (-longest) % multiple_of
    if extra:
        input_ids = F.pad(input_ids, (0, extra), value=pad_id)
    positions = torch.arange(input_ids.shape[1]).expand(len(batch), -1)
    attention_mask = positions < lengths.unsqueeze(1)
    labels = torch.tensor([int(label) for _, label in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths, "labels": labels}
