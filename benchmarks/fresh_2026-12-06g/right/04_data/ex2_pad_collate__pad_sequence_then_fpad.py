# Right: torch's pad_sequence (which copies the tokens, so int64 ids stay exact, and pads on the right) for the batch's longest, then F.pad for the rounding columns; the mask compares positions with the lengths, and an all-empty batch still gives int64 (B, 0)
import torch.nn.functional as F
from torch.nn.utils.rnn import pad_sequence


def pad_collate(batch, pad_id=0, multiple_of=1):
    sequences = [tokens.reshape(-1) for tokens, _ in batch]          # reshape: a copy only if needed, never in place
    lengths = torch.tensor([s.shape[0] for s in sequences], dtype=torch.int64)
    padded = pad_sequence(sequences, batch_first=True, padding_value=pad_id).to(torch.int64)
    longest = padded.shape[1]
    width = longest if longest % multiple_of == 0 else longest + multiple_of - longest % multiple_of
    if width > longest:
        padded = torch.cat([padded, padded.new_full((len(batch), width - longest), pad_id)], dim=1)
    mask = torch.arange(width, dtype=torch.int64).expand(len(batch), width) < lengths[:, None]
    return {"input_ids": padded.contiguous(), "attention_mask": mask, "lengths": lengths,
            "labels": torch.tensor([int(label) for _, label in batch], dtype=torch.int64)}
