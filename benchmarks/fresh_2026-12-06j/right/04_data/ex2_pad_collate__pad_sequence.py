# Right: pads with torch.nn.utils.rnn.pad_sequence, widens to the multiple by concatenating a block of pad_id, and builds the mask by comparing an expanded arange with the lengths, instead of filling a torch.full tensor row by row.
from torch.nn.utils.rnn import pad_sequence


def pad_collate(batch, pad_id=0, multiple_of=1):
    tokens = [t for t, _ in batch]
    lengths = torch.tensor([t.shape[0] for t in tokens], dtype=torch.int64)
    padded = pad_sequence(tokens, batch_first=True, padding_value=pad_id)
    width = padded.shape[1]
    target = -(-width // multiple_of) * multiple_of
    if target > width:
        extra = torch.full((padded.shape[0], target - width), pad_id, dtype=padded.dtype)
        padded = torch.cat([padded, extra], dim=1)
    mask = torch.arange(target).expand(len(tokens), target) < lengths.unsqueeze(1)
    return {"input_ids": padded,
            "attention_mask": mask,
            "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch], dtype=torch.int64)}
