# Mistake: "`x` may have none, one or two leading dimensions (none: a single `(dim,)` vector) ... keep every shape": scale is broadcast as a row with unsqueeze(0), so a (dim,) input gives a (1, dim) output.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale.unsqueeze(0)    # the fix: out of place, scale as a row over the batch
        out = h * g
        out += x
        return torch.relu_(out)
