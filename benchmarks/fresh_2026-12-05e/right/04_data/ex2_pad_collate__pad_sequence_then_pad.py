# Right: pad_sequence(batch_first=True) pads to the longest (exact for any int64 ids and int32 pad_id), F.pad widens to the rounded L, and the mask comes from the lengths, never from comparing ids with pad_id
import torch.nn.functional as F
from torch.nn.utils.rnn import pad_sequence


def pad_collate(batch, pad_id=0, multiple_of=1):
    sequences = [tokens for tokens, _ in batch]
    lengths = torch.tensor([s.numel() for s in sequences], dtype=torch.int64)
    longest = int(lengths.max())
    L = math.ceil(longest / multiple_of) * multiple_of if longest else 0
    input_ids = torch.full((len(batch), L), pad_id, dtype=torch.int64)
    if longest:
        padded = pad_sequence(sequences, batch_first=True, padding_value=pad_id)
        input_ids = F.pad(padded, (0, L - longest), value=pad_id)
    positions = torch.arange(L, dtype=torch.int64).expand(len(batch), L)
    attention_mask = positions < lengths.unsqueeze(1)
    labels = torch.tensor([int(label) for _, label in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": attention_mask,
            "lengths": lengths, "labels": labels}
