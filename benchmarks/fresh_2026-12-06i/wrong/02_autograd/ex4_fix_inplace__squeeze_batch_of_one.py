# Mistake: "`x` may have none, one or two leading dimensions (none: a single `(dim,)` vector) ... keep every shape (no `squeeze()`)" — a single vector is unsqueezed to a batch and squeeze(0) undoes it at the end unconditionally, so a batch of one, (1, dim) or (1, seq, dim), loses its leading dimension.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        batch = x.unsqueeze(0) if x.dim() == 1 else x
        h = self.proj(batch)
        h += 1.0
        g = torch.sigmoid(self.gate(batch)) * self.scale
        out = h * g
        out += batch
        return torch.relu_(out).squeeze(0)
