# Mistake: "`x` may have none, one or two leading dimensions (none: a single `(dim,)` vector) ... keep every shape": scale is reshaped to a (1, dim) row "to broadcast over the batch", which is harmless for (N, D) and (B, S, D) but turns a single (D,) input into a (1, D) output.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x)) * self.scale.view(1, -1)   # the fix: out of place
        out = h * g
        out += x
        return torch.relu_(out)
