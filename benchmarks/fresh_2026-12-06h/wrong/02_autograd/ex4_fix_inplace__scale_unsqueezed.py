# Mistake: "x may have none, one or two leading dimensions (none: a single (dim,) vector) ... keep every shape" — the fix multiplies by self.scale.unsqueeze(0) "to broadcast over the batch"; for a single (dim,) input the (1, dim) scale turns the output into shape (1, dim).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale.unsqueeze(0)        # out of place: sigmoid's saved output stays intact
        out = h * g
        out += x
        return torch.relu_(out)
