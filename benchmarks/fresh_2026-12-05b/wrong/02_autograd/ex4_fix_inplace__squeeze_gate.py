# Mistake: "a batch of one included, and dim may be 1: keep every shape (no squeeze())" — squeezes the gate, so with dim = 1 the (batch,) gate broadcasts against (batch, 1) into a (batch, batch) output.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x)).squeeze()
        g = g * self.scale
        out = h * g
        out += x
        return torch.relu_(out)
