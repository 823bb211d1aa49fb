# Mistake: "`x` may have none, one or two leading dimensions (none: a single `(dim,)` vector) ... keep every shape" -- a (dim,) input is lifted to (1, dim) for the Linear layers and never put back, so it returns (1, dim).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        if x.dim() == 1:
            x = x[None, :]
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale
        out = h * g
        out += x
        return torch.relu_(out)
