# Mistake: "`x` may have none, one or two leading dimensions (none: a single `(dim,)` vector) ... keep every shape": scale is broadcast as a (1, dim) row, scale[None, :], so a single (dim,) input comes back with shape (1, dim).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0                                   # harmless: Linear's backward needs no output
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale[None, :]                # out of place: sigmoid saved g
        out = h * g
        out += x
        return torch.relu_(out)
