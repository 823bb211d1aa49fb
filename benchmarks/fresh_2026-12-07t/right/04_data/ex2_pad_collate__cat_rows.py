# Right: builds each row by concatenating the tokens with a pad_id tail (new_full keeps dtype and device), stacks the rows, and returns the keys in another order; the mask comes from comparing positions with the lengths.
def _padded_row(tokens, width, pad_id):
    return torch.cat([tokens, tokens.new_full((width - tokens.numel(),), pad_id)])

def pad_collate(batch, pad_id=0, multiple_of=1):
    seqs = [tokens for tokens, _ in batch]
    lengths = torch.tensor([s.numel() for s in seqs], dtype=torch.long, device=seqs[0].device)
    longest = int(lengths.max().item())
    width = longest + (multiple_of - longest % multiple_of) % multiple_of
    input_ids = torch.stack([_padded_row(s, width, pad_id) for s in seqs])
    positions = torch.arange(width, device=seqs[0].device)
    return {
        "labels": torch.tensor([label for _, label in batch], dtype=torch.long, device=seqs[0].device),
        "lengths": lengths,
        "attention_mask": positions[None, :] < lengths[:, None],
        "input_ids": input_ids,
    }
