# Mistake: "x may have any number of leading dimensions ... keep every shape" — flattens to 2-D for the computation and returns (batch, seq*dim) for a 3-D input.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        flat = x.reshape(-1, x.shape[-1])
        h = self.proj(flat)
        h += 1.0
        g = torch.sigmoid(self.gate(flat))
        g = g * self.scale
        out = h * g
        out += flat
        return torch.relu_(out).reshape(x.shape[0], -1)
