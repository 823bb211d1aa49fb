# Right: torch.nn.utils.rnn.pad_sequence pads to the batch's longest (empty sequences and views included, int64 kept exact), F.pad adds the columns up to the next multiple, and the mask comes from the lengths via broadcasting against torch.arange.
import torch.nn.functional as F
from torch.nn.utils.rnn import pad_sequence


def pad_collate(batch, pad_id=0, multiple_of=1):
    sequences = [tokens for tokens, _ in batch]
    lengths = torch.tensor([s.shape[0] for s in sequences], dtype=torch.int64)
    input_ids = pad_sequence(sequences, batch_first=True, padding_value=pad_id)
    extra = (-input_ids.shape[1]) % multiple_of
    if extra:
        input_ids = F.pad(input_ids, (0, extra), value=pad_id)
    attention_mask = torch.arange(input_ids.shape[1]).expand(len(batch), -1) < lengths.unsqueeze(1)
    return {"input_ids": input_ids.to(torch.int64), "attention_mask": attention_mask,
            "lengths": lengths, "labels": torch.as_tensor([label for _, label in batch], dtype=torch.int64)}
