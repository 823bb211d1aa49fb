# Mistake: "`x` may have none, one or two leading dimensions (none: a single `(dim,)` vector) ... keep every shape" -- broadcasts scale as a (1, dim) row, so a single (dim,) input comes back with shape (1, dim) instead of (dim,).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale.unsqueeze(0)          # one scale per feature, broadcast over the batch
        out = h * g
        out += x
        return torch.relu_(out)
