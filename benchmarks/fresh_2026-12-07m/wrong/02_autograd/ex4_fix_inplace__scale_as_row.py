# Mistake: "`x` may have none, one or two leading dimensions (none: a single `(dim,)` vector) ... keep every shape": it multiplies by scale as a (1, dim) row, so a single (dim,) vector comes back with shape (1, dim).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0                           # in place 1
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale.unsqueeze(0)    # out of place: sigmoid's backward needs g; scale as a row
        out = h * g
        out += x                           # in place 3: the residual
        return torch.relu_(out)            # in place 4
