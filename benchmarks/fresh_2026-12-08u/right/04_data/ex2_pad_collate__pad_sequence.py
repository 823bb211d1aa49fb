# Right: uses torch.nn.utils.rnn.pad_sequence, then F.pad-like widening to the multiple; the mask from a broadcast comparison with the lengths.
from torch.nn.utils.rnn import pad_sequence

def pad_collate(batch, pad_id=0, multiple_of=1):
    tokens = [t for t, _ in batch]
    lengths = torch.tensor([t.shape[0] for t in tokens], dtype=torch.int64)
    longest = int(lengths.max()) if len(tokens) else 0
    width = -(-longest // multiple_of) * multiple_of
    padded = pad_sequence([t.to(torch.int64) for t in tokens], batch_first=True, padding_value=pad_id)
    if padded.shape[1] < width:
        extra = torch.full((padded.shape[0], width - padded.shape[1]), pad_id, dtype=torch.int64)
        padded = torch.cat([padded, extra], dim=1)
    mask = torch.arange(width).unsqueeze(0) < lengths.unsqueeze(1)
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": padded, "attention_mask": mask, "lengths": lengths, "labels": labels}
